import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './merge-classes';

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
