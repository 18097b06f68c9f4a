import { describe, expect, it } from 'vitest';
import { removal } from '../lib/removal';

const today = new Date('2026-11-26T15:00:00Z');

describe('removal', () => {
  it('reports a removal date before today as removed', () => {
    expect(removal('2025-09-30', today)).toEqual({ removed: true, date: 'September 30, 2025' });
  });

  it('reports a removal date after today as still to come', () => {
    expect(removal('2027-06-30', today)).toEqual({ removed: false, date: 'June 30, 2027' });
  });

  it('treats the removal day itself as not yet removed', () => {
    expect(removal('2026-11-26', today).removed).toBe(false);
    expect(removal('2026-11-25', today).removed).toBe(true);
  });
});
