import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { GAME_IDS } from './engine/core/game';

const source = z.object({
  name: z.string(),
  url: z.url().optional(),
  licence: z.string(),
  contribution: z.string().optional(),
});

const pages = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content' }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    /** Game slug for game pages; absent on home, deck and notation pages. */
    game: z.enum(GAME_IDS).optional(),
    players: z.string().optional(),
    deck: z.string().optional(),
    duration: z.string().optional(),
    designer: z.string().optional(),
    /** The game this one grew out of, if the sources name one. */
    inspiration: z.string().optional(),
    sources: z.array(source).default([]),
    order: z.number().default(100),
  }),
});

export const collections = { pages };
