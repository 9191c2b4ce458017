// A page's shared filter on screen: the controls its settings choose for its list (tabs, a search,
// a date range or a team report's periods, a select, a member), each writing the page address, which the list's blocks read. The lists
// are those whose block folder declares a filter (<type>/filter.ts). A tab, a preset or a choice
// adds a history entry (back returns to the previous one); typing a search or a date replaces the
// current one.
import './list-filter.css';
import { useTranslation } from 'react-i18next';
import { Input, Select, Tabs } from '../../ui/index.ts';
import { filterTabsId, usePageFilter, usePageFilterDefaults } from '../../engine/use-page-filter.ts';
import type { FilterField } from '../../engine/page-filter.ts';
import type { BlockProps } from '../types.ts';
import type { Control, FilteredList, FilterModule } from './filtered-list.ts';
import { defaultPreset, type RangeValue } from './date-range.ts';
import { DateRange, TeamPeriodRange } from './DateRange.tsx';
import { MemberSearch } from './MemberSearch.tsx';

const LISTS: ReadonlyMap<string, FilteredList> = new Map(
  Object.values(import.meta.glob<FilterModule>('../*/filter.ts', { eager: true })).map(({ filter }) => [filter.name, filter]),
);

export function ListFilter({ block }: BlockProps) {
  const list = LISTS.get(String(block.list));
  if (!list) return null; // validate refuses a list it does not know
  return <Controls list={list} controls={Array.isArray(block.controls) ? (block.controls as Control[]) : list.controls} />;
}

function Controls({ list, controls }: { list: FilteredList; controls: readonly Control[] }) {
  const { t } = useTranslation();
  const { name, schema } = list;
  const [filter, change] = usePageFilter(name, schema);
  const defaults = usePageFilterDefaults(name);
  const type = schema.type as Extract<FilterField, { kind: 'choice' }> | undefined;
  return (
    <div className={list.teamPeriod ? 'list-filter list-filter-team' : 'list-filter'}>
      {controls.map((control) => {
        if (control === 'type' && type && list.typeLabel && list.typeOption) {
          const option = list.typeOption;
          return (
            <Tabs key={control} idBase={filterTabsId(name, 'type')} label={list.typeLabel(t)} selected={filter.type ?? type.default}
              onSelect={(key) => change({ type: key })} items={type.values.map((key) => ({ key, label: option(t, key) }))} />
          );
        }
        if (control === 'search' && list.searchLabel && schema.search) {
          return (
            <Input key={control} label={list.searchLabel(t)} type="search" name={`${name}-search`} autoComplete="off" value={filter.search ?? ''}
              maxLength={schema.search.kind === 'text' ? schema.search.maxLength : undefined}
              onChange={(e) => change({ search: e.target.value }, { replace: true })} />
          );
        }
        const select = list.selects?.[control];
        const choice = schema[control];
        if (select && choice?.kind === 'choice') {
          return (
            <div key={control} className="list-filter-select">
              <Select label={select.label(t)} name={`${name}-${control}`} value={filter[control] ?? choice.default} onChange={(e) => change({ [control]: e.target.value })}
                options={choice.values.map((value) => ({ value, label: select.option(t, value) }))} />
            </div>
          );
        }
        if (control === 'member' && schema.member?.kind === 'text') {
          return <MemberSearch key={control} name={name} value={filter.member ?? ''} maxLength={schema.member.maxLength} apply={(member) => change({ member })} />;
        }
        if (control === 'range' && schema.range && list.teamPeriod) {
          return <TeamPeriodRange key={control} name={name} value={filter as unknown as RangeValue} change={change} />;
        }
        if (control === 'range' && schema.range) {
          return <DateRange key={control} name={name} value={filter as unknown as RangeValue} preset={defaultPreset(defaults.range, list.rangePreset ?? 'week')} change={change} />;
        }
        return null;
      })}
    </div>
  );
}
