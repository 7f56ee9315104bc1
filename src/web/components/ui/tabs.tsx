import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

export type TabItem = { value: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** Tabs with arrow-key navigation; the tab row scrolls sideways on narrow phones. */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange}>
      <TabsPrimitive.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 border-transparent px-4 font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-offset-[-3px] data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="pt-4">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
