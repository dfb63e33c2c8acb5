import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Set on the item, e.g. `lang` for a language named in itself. */
  lang?: string;
}

/**
 * A menu button with a single choice (WAI-ARIA menu button + menuitemradio), for the language
 * and theme switchers. It stands in for Radix DropdownMenu in the header every public page
 * loads: Radix with its positioning engine costs about 20 KiB of gzip in the entry chunk, this
 * about one. Keyboard: Enter/Space/ArrowDown open it on the current choice, arrows and Home/End
 * move, Enter/Space choose, Escape and Tab close; focus returns to the button.
 */
export function ChoiceMenu<T extends string>({
  label,
  trigger,
  value,
  choices,
  onChange,
  size = 'icon',
  align = 'end',
  className,
}: {
  /** The button's accessible name. */
  label: string;
  trigger: ReactNode;
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  size?: 'icon' | 'sm';
  align?: 'start' | 'end';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => {
    const count = choices.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(
      Math.max(
        0,
        choices.findIndex((choice) => choice.value === value),
      ),
    );
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves only when the menu opens, not on every render.
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (next: T) => {
    onChange(next);
    close(true);
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(choices.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size={size}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </Button>
      {open && (
        <div
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full z-50 mt-1 min-w-[9rem] rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {choices.map((choice, index) => {
            const checked = choice.value === value;
            return (
              <button
                key={choice.value}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                lang={choice.lang}
                tabIndex={-1}
                onClick={() => choose(choice.value)}
                className="relative flex w-full cursor-pointer select-none items-center gap-2 rounded-sm py-1.5 pr-2 pl-7 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground"
              >
                <span
                  className="absolute left-2 flex size-3.5 items-center justify-center"
                  aria-hidden="true"
                >
                  {checked && <span className="block size-2 rounded-full bg-current" />}
                </span>
                {choice.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
