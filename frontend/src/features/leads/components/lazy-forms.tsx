import { island } from '@/components/islands/island';
import { leadIslands } from '../islands';

/**
 * The lead forms as islands (components/islands/island.tsx): on a static marketing page their
 * code loads as they near the viewport, never with the page.
 */
export const LazyContactForm = island('contact-form', leadIslands['contact-form']);

export const LazyNewsletterForm = island('newsletter-form', leadIslands['newsletter-form']);

export const LazyDiscoveryRequest = island('discovery-request', leadIslands['discovery-request']);
