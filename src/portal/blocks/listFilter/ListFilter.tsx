// A page's shared filter on screen: the controls its settings choose for its list (lists.ts),
// each writing the page address, which the list's blocks read. A tab adds a history entry (back
// returns to the previous one); typing a search replaces the current one.
import './list-filter.css';
import { useTranslation } from 'react-i18next';
import { Input, Tabs } from '../../ui/index.ts';
import { filterTabsId, usePageFilter } from '../../engine/use-page-filter.ts';
import type { FilterField } from '../../engine/page-filter.ts';
import type { BlockProps } from '../types.ts';
import { FILTERED_LISTS, type Control } from './lists.ts';

export function ListFilter({ block }: BlockProps) {
  const name = String(block.list);
  const list = FILTERED_LISTS[name];
  if (!list) return null; // validate refuses a list it does not know
  return <Controls name={name} controls={Array.isArray(block.controls) ? (block.controls as Control[]) : list.controls} />;
}

function Controls({ name, controls }: { name: string; controls: readonly Control[] }) {
  const { t } = useTranslation();
  const list = FILTERED_LISTS[name]!;
  const [filter, change] = usePageFilter(name, list.schema);
  const type = list.schema.type as Extract<FilterField, { kind: 'choice' }> | undefined;
  return (
    <div className="list-filter">
      {controls.map((control) => {
        if (control === 'type' && type) {
          return (
            <Tabs key={control} idBase={filterTabsId(name, 'type')} label={list.typeLabel(t)} selected={filter.type ?? type.default}
              onSelect={(key) => change({ type: key })} items={type.values.map((key) => ({ key, label: list.typeOption(t, key) }))} />
          );
        }
        if (control === 'search' && list.searchLabel && list.schema.search) {
          return (
            <Input key={control} label={list.searchLabel(t)} type="search" name={`${name}-search`} autoComplete="off" value={filter.search ?? ''}
              maxLength={list.schema.search.kind === 'text' ? list.schema.search.maxLength : undefined}
              onChange={(e) => change({ search: e.target.value }, { replace: true })} />
          );
        }
        return null;
      })}
    </div>
  );
}
