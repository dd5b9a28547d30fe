/** How the blog's island loads, for the app and the static pages (app/islands.ts) alike. */
export const blogIslands = {
  'blog-articles': async () => (await import('./components/blog-articles')).BlogArticles,
};
