import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { common, createLowlight } from 'lowlight';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import './highlight.css';

const lowlight = createLowlight(common);
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', yml: 'yaml' };

/**
 * Highlights `code` into React elements (lowlight builds a syntax tree, never an HTML string,
 * so nothing of the code can become markup). An unknown or missing language is guessed among
 * the common ones.
 */
export function highlight(code: string, language: string | null): ReactNode {
  const name = language ? (ALIASES[language.toLowerCase()] ?? language.toLowerCase()) : null;
  const tree =
    name && lowlight.registered(name)
      ? lowlight.highlight(name, code)
      : lowlight.highlightAuto(code);
  return toJsxRuntime(tree, { Fragment, jsx, jsxs });
}
