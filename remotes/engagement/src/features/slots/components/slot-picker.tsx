import type { KeyboardEvent } from 'react';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Slot } from '@lobby/contract-engagement';
import { SLOT_SUGGESTIONS } from '@lobby/contract-engagement';
import { FieldError, ImageWithFallback, Input, Spinner } from '@lobby/shared-ui';
import { slotNameLines } from '../../../components/page-parts';
import { useSlotSearch } from '../hooks/use-slot-search';

const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: 14px;
    font-weight: 600;
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 20;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  min-width: 0;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  ${slotNameLines}
`;

const Status = styled.li`
  padding: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Busy = styled.span`
  position: absolute;
  right: 10px;
  top: 38px;
`;

export interface SlotPickerProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Called with the chosen suggestion (its name is also passed to onChange). */
  onSelect?: (slot: Slot) => void;
  /**
   * Limits the choice to these slots (the hunt's own): suggestions are the catalogue's answers
   * among them, then the others matching the text; with no text, the first of them.
   */
  restrictTo?: readonly Slot[];
  timeout?: number;
  error?: string | null;
  required?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * A text field with slot suggestions from the catalogue search (the first 5): arrows move through
 * them, Enter takes one, Escape closes the list.
 */
export function SlotPicker({
  label,
  value,
  onChange,
  onSelect,
  restrictTo,
  timeout,
  error,
  required,
  placeholder = 'Search slots...',
  autoFocus,
}: SlotPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSlotSearch(value, timeout);

  const suggestions = useMemo(() => {
    if (!restrictTo) return search.slots.slice(0, SLOT_SUGGESTIONS);
    const own = new Map(restrictTo.map((s) => [norm(s.name), s]));
    const text = norm(value);
    const picked: Slot[] = [];
    const seen = new Set<string>();
    const add = (s: Slot | undefined) => {
      if (!s || seen.has(norm(s.name))) return;
      seen.add(norm(s.name));
      picked.push(s);
    };
    for (const s of search.slots) {
      const mine = own.get(norm(s.name));
      if (mine)
        add({ ...s, ...mine, image: mine.image ?? s.image, provider: mine.provider ?? s.provider });
    }
    for (const s of restrictTo) if (!text || norm(s.name).includes(text)) add(s);
    return picked.slice(0, SLOT_SUGGESTIONS);
  }, [restrictTo, search.slots, value]);

  const showList = open && (suggestions.length > 0 || value.trim().length >= 2);
  const choose = (slot: Slot) => {
    onChange(slot.name);
    onSelect?.(slot);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (suggestions.length ? (a + 1) % suggestions.length : 0));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) =>
        suggestions.length ? (a - 1 + suggestions.length) % suggestions.length : 0,
      );
    } else if (e.key === 'Enter' && showList && suggestions[active]) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape' && showList) {
      // Closes the list, not the dialog around it.
      e.stopPropagation();
      e.nativeEvent.stopImmediatePropagation();
      setOpen(false);
    }
  };

  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && suggestions[active] ? `${id}-o${active}` : undefined}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        $invalid={!!error}
        autoComplete="off"
        autoFocus={autoFocus}
        required={required}
        placeholder={placeholder}
        value={value}
        maxLength={120}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {search.searching ? (
        <Busy aria-hidden="true">
          <Spinner $size={16} />
        </Busy>
      ) : null}
      {showList ? (
        <List id={listId} role="listbox" aria-label={`${label} suggestions`}>
          {suggestions.map((slot, i) => (
            <Option
              key={`${slot.id}-${slot.name}`}
              id={`${id}-o${i}`}
              role="option"
              aria-selected={i === active}
              $active={i === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(slot);
              }}
            >
              <ImageWithFallback src={slot.image} name={slot.name} size={32} alt="" />
              <span>
                <strong>{slot.name}</strong>
                {slot.provider ? <small>{slot.provider}</small> : null}
              </span>
            </Option>
          ))}
          {suggestions.length === 0 ? (
            <Status role="presentation">
              {search.searching
                ? 'Searching...'
                : search.failed
                  ? 'Slot search is unavailable right now'
                  : restrictTo
                    ? 'No slot of this hunt matches'
                    : 'No slots found'}
            </Status>
          ) : null}
        </List>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrap>
  );
}
