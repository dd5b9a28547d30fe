import { toast } from '@/components/ui/use-toast';

/** Copies text and confirms with the spec's "Copied" toast. */
export async function copyText(text: string, description: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Select the text and copy it by hand.',
    });
  }
}
