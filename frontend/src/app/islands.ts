import type { IslandLoader } from '@/components/islands/island';
import { blogIslands } from '@/features/blog/islands';
import { leadIslands } from '@/features/leads/islands';

/**
 * Every island a static marketing page can hold, by the name in its `data-island` attribute
 * (components/islands/island.tsx). Only loaders: none of their code is in src/site-main.ts's bundle.
 */
export const ISLANDS: Record<string, IslandLoader> = {
  ...(leadIslands as Record<string, IslandLoader>),
  ...(blogIslands as Record<string, IslandLoader>),
};
