/** Spec §2: the site is dark by default; the demo pages (any path containing /demo) are light. */
export function isDarkPath(pathname: string): boolean {
  return !pathname.includes('/demo');
}

export function applyThemeForPath(pathname: string, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', isDarkPath(pathname));
}
