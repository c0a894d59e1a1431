import { moveItem } from './move-item';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];
  it('moves up, down and to the ends', () => {
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('leaves the list as it is past either end', () => {
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 4)).toEqual(list);
  });
});
