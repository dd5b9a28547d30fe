import { CLI_PACKAGE } from '../../content/download-content';
import { cliInitCommand } from '../../lib/install-commands';
import { CodeBlock } from './code-block';

const PACKAGE_FILE = 'ironkeep-local-service-*.tgz';

/**
 * Where to get a component's files when the server that sent this page hosts none (its build did
 * not make them: the container images, a development server). Issue 34: the page said "make
 * build makes them", words for a developer; a customer needs the place and the command.
 */
export function NotHostedHere({
  component,
  licenseKey,
}: {
  component: 'chat-service' | 'web-interface';
  licenseKey: string;
}) {
  if (component === 'chat-service') {
    return (
      <div className="grid min-w-0 gap-3 text-sm">
        <p>
          This server does not host the download. Get the same package from the npm registry (it
          writes {PACKAGE_FILE.replace('*', '<version>')} to the current folder):
        </p>
        <CodeBlock label="Download the package" code={`npm pack ${CLI_PACKAGE}`} />
        <CodeBlock
          label="Install and configure"
          code={`npm install -g ./${PACKAGE_FILE}\n${cliInitCommand(licenseKey)}\nironkeep start`}
        />
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-3 text-sm">
      <p>
        This server does not host the download. The web interface is inside the chat service
        package, and <code className="font-mono">ironkeep start</code> serves it on port 3001. For a
        web server of your own, take its folder out of the package and serve{' '}
        <code className="font-mono">package/web</code>:
      </p>
      <CodeBlock
        label="Extract the web interface"
        code={`npm pack ${CLI_PACKAGE}\ntar -xzf ${PACKAGE_FILE} package/web`}
      />
    </div>
  );
}
