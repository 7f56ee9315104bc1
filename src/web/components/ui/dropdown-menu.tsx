import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

export type DropdownMenuItem = { key: string; label: string } & ({ to: string } | { onSelect: () => void });

type DropdownMenuProps = {
  /** A <button>; it gets the menu button's ARIA attributes and keyboard handling. */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  align?: 'start' | 'end';
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center px-4 py-2 text-left text-base text-slate-800 outline-none data-[highlighted]:bg-indigo-50 focus-visible:outline-offset-[-3px]';

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown opens it on the first item, arrows and
 * typing move, Escape closes it and returns focus to the button. Not modal, so a click outside
 * both closes it and reaches what was clicked.
 */
export function DropdownMenu({ trigger, items, align = 'end', open, onOpenChange }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {items.map((item) =>
            'to' in item ? (
              <MenuPrimitive.Item key={item.key} asChild className={itemClass}>
                <Link to={item.to}>{item.label}</Link>
              </MenuPrimitive.Item>
            ) : (
              <MenuPrimitive.Item key={item.key} className={itemClass} onSelect={item.onSelect}>
                {item.label}
              </MenuPrimitive.Item>
            ),
          )}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
