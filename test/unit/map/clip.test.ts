import { describe, expect, it } from 'vitest';
import { clipSegment } from '../../../renderer/src/map/clip.js';

/** The map's edge clipping: a zoomed-in view strokes (and dashes) only what crosses the screen. */
describe('clipSegment', () => {
  it('keeps a segment inside, cuts one that crosses, drops one outside', () => {
    expect(clipSegment(10, 10, 90, 50, 0, 0, 100, 100)).toEqual([10, 10, 90, 50]);
    expect(clipSegment(-100, 50, 200, 50, 0, 0, 100, 100)).toEqual([0, 50, 100, 50]);
    expect(clipSegment(-1e6, -1e6, 1e6, 1e6, 0, 0, 100, 100)).toEqual([0, 0, 100, 100]);
    expect(clipSegment(-50, -10, 150, -10, 0, 0, 100, 100)).toBeNull();
    expect(clipSegment(120, 0, 200, 100, 0, 0, 100, 100)).toBeNull();
    // Both ends off screen on different sides, the line still misses the corner.
    expect(clipSegment(-10, 50, 50, -10, 0, 0, 100, 100)).toEqual([0, 40, 40, 0]);
    expect(clipSegment(-30, 10, 10, -30, 0, 0, 100, 100)).toBeNull();
  });
});
