import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
}

function composeRefs<T>(a: Ref<T>, b: Ref<T>): Ref<T> {
  return (node: T | null) => {
    const cleanups = [setRef(a, node), setRef(b, node)];
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(index === 0 ? a : b, null);
      });
    };
  };
}

/** Slot props merged into the child's: classes joined, styles merged, both handlers run (child first). */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

/**
 * Renders its only child with the slot's props merged in (`asChild`): a Link styled as a
 * Button, say. The few lines Radix Slot's behaviour needs here, without its extra code on every
 * page's first download.
 */
export function Slot({ children, ref, ...props }: SlotProps) {
  const child = Children.only(children);
  const childRef = isValidElement(child) ? (child.props as { ref?: Ref<HTMLElement> }).ref : null;
  // Both the slot's ref and the child's own get the element (as Radix Slot does, unmemoized).
  const mergedRef = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef ?? undefined);
  if (!isValidElement(child)) return null;
  const element = child as ReactElement<AnyProps>;
  return cloneElement(element, { ...mergeProps(props, element.props), ref: mergedRef });
}
