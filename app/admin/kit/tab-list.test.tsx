// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabList, type TabItem } from './tab-list';

type Fruit = 'apple' | 'pear' | 'plum' | null;

const items: Array<TabItem<Fruit>> = [
  { key: null, label: 'All', id: 'fruit-all', controls: 'fruit-panel' },
  { key: 'apple', label: 'Apples', id: 'fruit-apple', controls: 'fruit-panel' },
  { key: 'pear', label: <strong>Pears</strong>, id: 'fruit-pear', controls: 'fruit-panel' },
];

afterEach(cleanup);

function Host({ initial, onSelect }: { initial: Fruit | undefined; onSelect: (key: Fruit) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <TabList
      label="Fruit"
      items={items}
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
      className="extra-list"
      tabClassName="extra-tab"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const tabStops = () =>
  screen
    .getAllByRole('tab')
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.id);

describe('TabList', () => {
  it('names the list and ties each tab to its panel, with the classes given', () => {
    render(<Host initial="apple" onSelect={() => {}} />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(list.className).toContain('extra-list');
    expect(tab('Apples').id).toBe('fruit-apple');
    expect(tab('Apples').getAttribute('aria-controls')).toBe('fruit-panel');
    expect(tab('Apples').className).toContain('extra-tab');
    expect(tab('Apples').getAttribute('aria-selected')).toBe('true');
    expect(tab('All').getAttribute('aria-selected')).toBe('false');
    expect(tabStops()).toEqual(['fruit-apple']);
  });

  it('moves with the arrow keys, Home and End, selecting the key (null too) and focusing the tab', () => {
    const onSelect = vi.fn();
    render(<Host initial="apple" onSelect={onSelect} />);
    fireEvent.keyDown(tab('Apples'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('pear');
    expect(document.activeElement).toBe(tab('Pears'));
    expect(tabStops()).toEqual(['fruit-pear']);
    fireEvent.keyDown(tab('Pears'), { key: 'ArrowRight' }); // wraps round
    expect(onSelect).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' }); // and back
    expect(onSelect).toHaveBeenLastCalledWith('pear');
    fireEvent.keyDown(tab('Pears'), { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(tab('All'));
    fireEvent.keyDown(tab('All'), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('pear');
    fireEvent.click(tab('Apples'));
    expect(onSelect).toHaveBeenLastCalledWith('apple');
    expect(onSelect).toHaveBeenCalledTimes(6);

    // Other keys are left alone.
    const other = fireEvent.keyDown(tab('Apples'), { key: 'ArrowDown' });
    expect(other).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(6);
  });

  it('with none selected, selects no tab and the first keeps the tab stop', () => {
    for (const initial of [undefined, 'plum' as const]) {
      render(<Host initial={initial} onSelect={() => {}} />);
      expect(screen.queryByRole('tab', { selected: true })).toBeNull();
      expect(tabStops()).toEqual(['fruit-all']);
      cleanup();
    }
  });
});
