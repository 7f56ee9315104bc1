import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type DropdownMenuItem = { key: string; label: string } & ({ to: string } | { onSelect: () => void });

type DropdownMenuProps = {
  buttonContent: ReactNode;
  buttonClassName: string;
  items: DropdownMenuItem[];
};

const itemClassName =
  'flex min-h-11 w-full items-center px-4 py-2 text-left text-base text-slate-800 hover:bg-indigo-50 focus:bg-indigo-50 focus-visible:outline-offset-[-3px]';

/** The WAI-ARIA menu button pattern: keyboard, screen reader and pointer friendly. */
export function DropdownMenu({ buttonContent, buttonClassName, items }: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  // -1 focuses the menu itself (opened by pointer); arrows then pick an item.
  const [activeIndex, setActiveIndex] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const buttonId = useId();
  const lastIndex = items.length - 1;

  useEffect(() => {
    if (!isOpen) return;
    const target = activeIndex < 0 ? menuRef.current : itemRefs.current[activeIndex];
    target?.focus();
  }, [isOpen, activeIndex]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const open = (index: number) => {
    setActiveIndex(index);
    setIsOpen(true);
  };

  const close = (restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isOpen) {
      close(false);
      return;
    }
    // detail is 0 when Enter or Space triggered the click: focus the first item then.
    open(event.detail === 0 ? 0 : -1);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(lastIndex);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => (activeIndex >= lastIndex ? 0 : activeIndex + 1),
      ArrowUp: () => (activeIndex <= 0 ? lastIndex : activeIndex - 1),
      Home: () => 0,
      End: () => lastIndex,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActiveIndex(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    } else if (event.key === ' ' && activeIndex >= 0) {
      // Links do not react to Space natively; menu items should.
      event.preventDefault();
      itemRefs.current[activeIndex]?.click();
    }
  };

  const select = (item: DropdownMenuItem) => {
    close(true);
    if ('onSelect' in item) item.onSelect();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        className={buttonClassName}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        tabIndex={-1}
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {items.map((item, index) => (
          <li key={item.key} role="none">
            {'to' in item ? (
              <Link
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={itemClassName}
                onClick={() => select(item)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClassName}
                onClick={() => select(item)}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
