import { toast } from '@/components/ui/use-toast';

/** Copies text and confirms with the spec's "Copied" toast. */
export async function copyWithToast(text: string, description: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description });
  } catch {
    toast({
      title: 'Copy failed',
      description: 'Select the text and copy it by hand.',
      variant: 'destructive',
    });
  }
}
