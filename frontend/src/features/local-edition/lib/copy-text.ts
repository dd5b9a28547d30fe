import { toast } from '@/components/ui/use-toast';

/** Copies text and confirms with the spec's "Copied" toast (§8). */
export async function copyWithToast(text: string, description: string) {
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
