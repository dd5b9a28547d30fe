import { ConfigError, parseBaseUrl, parseOrigins } from '../../config';
import { parseLicenseKey } from '../../license/license-key';

/** Each answer's rule, shared by the flags and the wizard: undefined when fine, else why not. */
export const validators = {
  licenseKey(value: string): string | undefined {
    if (value.trim() === '') return undefined;
    try {
      parseLicenseKey(value);
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  },
  port(value: string): string | undefined {
    const port = Number(value);
    return Number.isInteger(port) && port >= 1 && port <= 65535
      ? undefined
      : 'A port is a number from 1 to 65535.';
  },
  url(value: string): string | undefined {
    try {
      parseBaseUrl('The address', value, 'http://localhost:11434');
      return undefined;
    } catch (err) {
      return err instanceof ConfigError ? err.message : String(err);
    }
  },
  /** A list of web origins (scheme://host[:port], no path), separated by commas or spaces. */
  origins(value: string): string | undefined {
    for (const origin of parseOrigins(value)) {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
        return `"${origin}" is not a web origin: write it as the browser's address bar shows the site, such as https://ironkeep.example.com or http://ironkeep.internal:8081, without a path.`;
      }
    }
    return undefined;
  },
  runtime(value: string): string | undefined {
    return value === 'ollama' || value === 'openai'
      ? undefined
      : 'The runtime is "ollama" or "openai".';
  },
};
