import { describe, expect, it } from '@jest/globals';
import { addVariable, PROMPT_TYPES, promptTypeLabel, removeVariable, variableProblem } from './prompt-builder-logic';

describe('prompt variables (operations §5: trimmed, non-empty, unique)', () => {
  it('adds a trimmed name at the end', () => {
    expect(addVariable([], ' name ')).toEqual(['name']);
    expect(addVariable(['name'], '\tspecies\n')).toEqual(['name', 'species']);
  });

  it('ignores blank input', () => {
    expect(addVariable(['name'], '')).toEqual(['name']);
    expect(addVariable(['name'], '   ')).toEqual(['name']);
    expect(variableProblem([], ' ')).toBe('blank');
  });

  it('ignores a duplicate after trimming', () => {
    let list = addVariable([], ' name ');
    list = addVariable(list, ' name ');
    list = addVariable(list, '');
    expect(list).toEqual(['name']);
    expect(variableProblem(list, 'name  ')).toBe('duplicate');
  });

  it('treats names as case-sensitive', () => {
    expect(addVariable(['name'], 'Name')).toEqual(['name', 'Name']);
  });

  it('never mutates the given list', () => {
    const list = Object.freeze(['a']);
    expect(addVariable(list, 'b')).toEqual(['a', 'b']);
    expect(addVariable(list, 'a')).not.toBe(list);
    expect(list).toEqual(['a']);
  });

  it('removes one variable by name', () => {
    expect(removeVariable(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeVariable(['a'], 'x')).toEqual(['a']);
  });
});

describe('prompt types', () => {
  it('lists the five types of the spec in order', () => {
    expect(PROMPT_TYPES.map((t) => t.value)).toEqual(['animal_evaluation', 'behavior_assessment', 'adoption_recommendation', 'medical_review', 'intake_processing']);
    expect(promptTypeLabel('medical_review')).toBe('Medical review');
  });
});
