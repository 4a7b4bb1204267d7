import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabForKey } from './tab-param';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (tab: Id) => void;
  /** Prefix of the tabs' and the panel's ids. */
  idPrefix: string;
  /** 'segmented': a pill switch (short forms in a card); 'underline': page sections. */
  variant?: 'segmented' | 'underline';
  /** When given, under 768 px a select with this label replaces the tab list. */
  selectLabel?: string;
  /** Make the panel itself focusable (when its content may start with no focusable element). */
  focusablePanel?: boolean;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select them. Keep
 * the selection in state, or in the URL with `useTabParam`.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  variant = 'segmented',
  selectLabel,
  focusablePanel = false,
  children,
}: TabsProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const ids = tabs.map((tab) => tab.id);
  const panelId = `${idPrefix}-panel`;
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const classes = variant === 'segmented' ? { list: 'tabs', tab: 'tabs__tab' } : { list: 'tab-list', tab: 'tab-list__tab' };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(ids, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div className={selectLabel ? 'tab-set tab-set--collapsible' : 'tab-set'}>
      {selectLabel && (
        <div className="tab-set__picker">
          <label htmlFor={`${idPrefix}-select`}>{selectLabel}</label>
          <select id={`${idPrefix}-select`} className="form-control" value={selected} onChange={(event) => onSelect(event.target.value as Id)}>
            {tabs.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={classes.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected === tab.id}
            aria-controls={panelId}
            tabIndex={selected === tab.id ? 0 : -1}
            className={classes.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tab-set__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={focusablePanel ? 0 : undefined}>
        {children}
      </div>
    </div>
  );
}
