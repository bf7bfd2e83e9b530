import { useContext, useMemo, useState, type KeyboardEvent } from 'react';
import {
  ComboBox as RACComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { Icon } from '../../icons';
import { cx } from '../../styles/cx';
import * as field from '../../styles/field.css';
import * as popover from '../../styles/popover.css';
import * as comboStyles from '../ComboBox/ComboBox.css';
import { Field } from '../Field';
import { searchGroups, type SearchGroup, type SearchResult } from './groupedSearch';
import * as styles from './TopBar.css';

export interface GroupedSearchProps<T extends SearchResult = SearchResult> {
  groups: readonly SearchGroup<T>[];
  onSelect: (item: T, group: SearchGroup<T>) => void;
  label?: string;
  placeholder?: string;
  emptyText?: string;
}

/**
 * The search's input. Escape with the results open is the combobox's (it closes them, keeping the text);
 * Escape on closed results clears the text. Either way the key stops here, so a dialog or menu around the
 * search does not close with it; on an empty search it goes on to the page.
 */
function SearchInput({ placeholder, onClear }: { placeholder: string; onClear: () => void }) {
  const state = useContext(ComboBoxStateContext);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !state || state.inputValue === '') return;
    // `state` is this render's: the list was open when the key went down, even if it is closing now.
    if (!state.isOpen) onClear();
    event.stopPropagation();
  };
  return <Input className={comboStyles.input} placeholder={placeholder} onKeyDown={onKeyDown} />;
}

/**
 * A search box whose suggestions come in titled groups (a combobox over a sectioned listbox): arrow keys
 * move through every group, Enter opens the result, Escape closes the list and then clears the text.
 */
export function GroupedSearch<T extends SearchResult>({
  groups,
  onSelect,
  label = 'Search',
  placeholder = 'Search...',
  emptyText = 'No Results',
}: GroupedSearchProps<T>) {
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchGroups(groups, query), [groups, query]);
  const keyOf = (group: SearchGroup<T>, item: T) => `${group.id}:${item.id}`;
  const select = (key: Key | null) => {
    if (key === null) return;
    for (const group of found) {
      const item = group.items.find((candidate) => keyOf(group, candidate) === key);
      if (item) {
        onSelect(item, group);
        setQuery('');
        return;
      }
    }
  };
  return (
    <RACComboBox
      inputValue={query}
      onInputChange={setQuery}
      onSelectionChange={select}
      selectedKey={null}
      menuTrigger="input"
      // The typed text is the search's own value, not a result to revert to. Without this, Escape (or a
      // commit) reverts to the empty selection: the combobox notes '' as the last text while the query
      // stays, and reopens the results on the next render, so Escape never closed them.
      allowsCustomValue
      allowsEmptyCollection={query.trim().length > 0}
      className={cx(field.field, styles.search)}
    >
      <Field label={label} isLabelHidden>
        <Group className={cx(field.input, comboStyles.group)}>
          <Icon name="search" size={18} />
          <SearchInput placeholder={placeholder} onClear={() => setQuery('')} />
        </Group>
      </Field>
      <Popover className={popover.popover}>
        <ListBox
          className={popover.listBox}
          renderEmptyState={() => <div className={comboStyles.empty}>{emptyText}</div>}
        >
          {found.map((group) => (
            <ListBoxSection key={group.id} id={group.id}>
              <Header className={popover.sectionHeader}>{group.title}</Header>
              {group.items.map((item) => (
                <ListBoxItem
                  key={keyOf(group, item)}
                  id={keyOf(group, item)}
                  textValue={item.title}
                  className={popover.option}
                >
                  <span className={comboStyles.optionText}>
                    <Text slot="label">{item.title}</Text>
                    {item.description ? (
                      <Text slot="description" className={comboStyles.optionDescription}>
                        {item.description}
                      </Text>
                    ) : null}
                  </span>
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
