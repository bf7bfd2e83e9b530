import { useRef, type KeyboardEvent } from 'react';
import { Checkbox } from '../Checkbox';
import * as s from './PermissionMatrix.css';

export interface PermissionResource {
  /** The resource's key: the cells' `subject` (`RAE`, `user-management`); not shown. */
  id: string;
  /** Its readable name: the row's header, read first, and part of each checkbox's name. */
  label: string;
  /** A short code shown after the name, for readers who know the resources by it (`RAE`). */
  code?: string;
  description?: string;
}

export interface PermissionAction {
  id: string;
  label: string;
}

export interface PermissionCell {
  action: string;
  subject: string;
}

export interface PermissionMatrixProps {
  /** Names the table (its caption). */
  label: string;
  resources: readonly PermissionResource[];
  actions: readonly PermissionAction[];
  /** The granted permissions. */
  value: readonly PermissionCell[];
  onChange?: (next: PermissionCell[]) => void;
  /** A cell the editor may not change (a permission its author does not hold); it shows its value. */
  isCellDisabled?: (cell: PermissionCell) => boolean;
  /** Shows the value only (a built-in role). */
  isReadOnly?: boolean;
  /** The accessible name of one checkbox; defaults to "<action> <resource label>" ("Read Users"). */
  cellLabel?: (action: PermissionAction, resource: PermissionResource) => string;
}

const keyOf = (c: PermissionCell) => `${c.action}:${c.subject}`;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * Resources x actions, one checkbox per cell. Tab reaches each enabled checkbox, Space toggles it and the
 * arrow keys move between cells (left and right follow the reading direction). Props in, changes out.
 */
export function PermissionMatrix({
  label,
  resources,
  actions,
  value,
  onChange,
  isCellDisabled,
  isReadOnly = false,
  cellLabel = (a, r) => `${a.label} ${r.label}`,
}: PermissionMatrixProps) {
  const granted = new Set(value.map(keyOf));
  const tableRef = useRef<HTMLTableElement>(null);

  const toggle = (cell: PermissionCell, on: boolean) => {
    const next = value.filter((c) => keyOf(c) !== keyOf(cell));
    onChange?.(on ? [...next, cell] : next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const move = ARROWS[e.key];
    const target = e.target as HTMLElement;
    const at = target.closest<HTMLElement>('[data-cell]');
    if (!move || !at || !tableRef.current) return;
    const rtl = getComputedStyle(tableRef.current).direction === 'rtl';
    const [dr, dc] = move;
    let row = Number(at.dataset.row) + dr;
    let col = Number(at.dataset.col) + (rtl ? -dc : dc);
    // Skip disabled cells in the direction of travel.
    while (row >= 0 && row < resources.length && col >= 0 && col < actions.length) {
      const input = tableRef.current.querySelector<HTMLInputElement>(
        `[data-row="${row}"][data-col="${col}"] input:not([disabled])`,
      );
      if (input) {
        e.preventDefault();
        input.focus();
        return;
      }
      row += dr;
      col += rtl ? -dc : dc;
    }
  };

  return (
    <div className={s.root}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys of the
          checkboxes inside bubble here (one listener for the grid); the table itself takes no focus */}
      <table className={s.table} ref={tableRef} onKeyDown={onKeyDown}>
        <caption className={s.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={s.headCell}>
              <span className={s.visuallyHidden}>Resource</span>
            </th>
            {actions.map((a) => (
              <th key={a.id} scope="col" className={s.headCell}>
                {a.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((r, row) => (
            <tr key={r.id} data-resource={r.id}>
              {/* The name first: a screen reader reads the row header on entering a row, and a key or
                  code in front of the name would be what it says first. */}
              <th scope="row" className={s.rowHead}>
                <span className={s.name}>{r.label}</span>
                {r.code ? (
                  <>
                    {' '}
                    <span className={s.code}>{r.code}</span>
                  </>
                ) : null}
                {r.description ? (
                  <>
                    {' '}
                    <span className={s.description}>{r.description}</span>
                  </>
                ) : null}
              </th>
              {actions.map((a, col) => {
                const cell = { action: a.id, subject: r.id };
                return (
                  <td key={a.id} className={s.cell} data-cell="" data-row={row} data-col={col}>
                    <span className={s.cellBox}>
                      <Checkbox
                        aria-label={cellLabel(a, r)}
                        isSelected={granted.has(keyOf(cell))}
                        isDisabled={isReadOnly || (isCellDisabled?.(cell) ?? false)}
                        onChange={(on) => toggle(cell, on)}
                      />
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
