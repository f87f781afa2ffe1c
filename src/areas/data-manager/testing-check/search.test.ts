import { describe, expect, it } from 'vitest';

import { brushSearch, cursorSearch, queryOf, timeAxisOf } from './search';

/** A local time of the day, as the fields show it. */
const at = (time: string) => Date.parse(`2026-11-20T${time}`);
const bounds = { from: at('01:00:00'), to: at('23:59:59') };

describe('the moment in the URL', () => {
  it('reads the brushed window and the cursor written as the fields show times', () => {
    const search = {
      brushStart: '2026-11-20 09:00:00',
      brushEnd: '2026-11-20 09:30:00',
      cursor: '2026-11-20 09:04:00',
    };
    expect(timeAxisOf(search, bounds)).toEqual({
      brush: { from: at('09:00:00'), to: at('09:30:00') },
      cursor: at('09:04:00'),
    });
  });

  it('drops what does not read, lies outside the range, or runs backwards', () => {
    expect(
      timeAxisOf(
        { brushStart: '2026-11-20 10:00:00', brushEnd: '2026-11-20 09:00:00', cursor: 'soon' },
        bounds,
      ),
    ).toEqual({ brush: null, cursor: null });
    expect(
      timeAxisOf({ brushStart: '2026-11-19 10:00:00', brushEnd: '2026-11-20 11:00:00' }, bounds),
    ).toEqual({ brush: null, cursor: null });
    expect(timeAxisOf({ cursor: '2026-11-21 00:00:00' }, bounds).cursor).toBeNull();
    expect(timeAxisOf({ cursor: '2026-11-20 09:04:00' }, null).cursor).toBeNull();
  });

  it('writes a moment back in the same form, and leaves it out for none', () => {
    expect(brushSearch({ from: at('09:00:00'), to: at('09:30:00') })).toEqual({
      brushStart: '2026-11-20 09:00:00',
      brushEnd: '2026-11-20 09:30:00',
    });
    expect(brushSearch(null)).toEqual({ brushStart: undefined, brushEnd: undefined });
    expect(cursorSearch(at('09:04:05'))).toEqual({ cursor: '2026-11-20 09:04:05' });
    expect(cursorSearch(null)).toEqual({ cursor: undefined });
  });

  it('keeps the query fields apart from the moment', () => {
    expect(
      queryOf({ vin: 'V', startTime: 'a', endTime: 'b', portType: 'CAN1', cursor: 'c' }),
    ).toEqual({ vin: 'V', startTime: 'a', endTime: 'b', portType: 'CAN1' });
  });
});
