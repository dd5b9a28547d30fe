import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { toast } from './use-toast';

/**
 * Copies text and confirms with the spec's "Copied" toast (§8), whose description says what was
 * copied. Where the browser refuses (no permission, no secure context) the toast says so.
 */
export async function copyWithToast(text: string, copiedMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: copiedMessage });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy failed',
      description: 'Select the text and copy it by hand.',
    });
  }
}

type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  text: string;
  /** The toast's description, e.g. "License key copied to clipboard". */
  copiedMessage: string;
  /** What the button shows; the copy icon and "Copy" unless given. */
  children?: ReactNode;
};

/** The one Copy button: copies `text` and shows the "Copied" toast. */
export function CopyButton({
  text,
  copiedMessage,
  children,
  size = 'sm',
  ...buttonProps
}: CopyButtonProps) {
  return (
    <Button
      type="button"
      size={size}
      {...buttonProps}
      onClick={() => void copyWithToast(text, copiedMessage)}
    >
      {children ?? (
        <>
          <Copy aria-hidden="true" />
          Copy
        </>
      )}
    </Button>
  );
}
