import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface StudioTab<T extends string> {
  value: T;
  label: string;
  icon: ReactNode;
}

interface StudioTabsProps<T extends string> {
  label: string;
  idPrefix: string;
  tabs: readonly StudioTab<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** The ids that tie a tab to its panel (aria-controls / aria-labelledby). */
export const tabIds = (idPrefix: string, value: string) => ({
  tab: `${idPrefix}-tab-${value}`,
  panel: `${idPrefix}-panel-${value}`,
});

/**
 * A tab list following the WAI-ARIA tabs pattern: one Tab stop (the selected tab), arrow keys,
 * Home and End move between tabs and select them at once (automatic activation).
 */
export function StudioTabs<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
}: StudioTabsProps<T>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    buttons.current[tabs.indexOf(tab)]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex w-full gap-1 rounded-xl bg-muted p-1 sm:inline-flex sm:w-auto"
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        const ids = tabIds(idPrefix, tab.value);
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            className={cn(
              'inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none sm:px-4',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              '[&_svg]:size-4 [&_svg]:shrink-0',
              selected
                ? 'bg-surface text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
