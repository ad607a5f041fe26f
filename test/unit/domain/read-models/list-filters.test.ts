import { describe, expect, it } from 'vitest';
import { equalTo } from '../../../../shared/domain/read-models/list-filters';

describe('list filters', () => {
  it('turns an asked value into a condition on the collection index, and nothing when not asked', () => {
    const status = equalTo<string>('status');
    expect(status.index('purchased')).toEqual({
      expression: '#status = :status',
      names: { '#status': 'status' },
      values: { ':status': 'purchased' },
    });
    expect(status.index(undefined as unknown as string)).toBeUndefined();
  });

  it('holds the same condition on a loaded entity', () => {
    const project = equalTo<number>('project_id');
    expect(project.holds({ project_id: 2 }, 2)).toBe(true);
    expect(project.holds({ project_id: 2 }, 3)).toBe(false);
    expect(project.holds({}, 2)).toBe(false);
  });
});
