import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils';
import { PromptBuilderPage } from './PromptBuilderPage';

describe('PromptBuilderPage', () => {
  it('adds trimmed, unique, non-blank variables by Enter or Add and removes them by click', () => {
    renderWithProviders(<PromptBuilderPage />);
    const input = screen.getByLabelText('Variable name');
    fireEvent.change(input, { target: { value: ' name ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: ' name ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('“name” is already in the list.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const list = screen.getByRole('list', { name: 'Variables' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['name']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove variable name' }));
    expect(screen.queryByRole('list', { name: 'Variables' })).toBeNull();
    expect(screen.getByText('No variables yet.')).toBeTruthy();
  });

  it('offers the five prompt types and keeps Save and Preview disabled', () => {
    renderWithProviders(<PromptBuilderPage />);
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['animal_evaluation', 'behavior_assessment', 'adoption_recommendation', 'medical_review', 'intake_processing']);
    expect(screen.getByRole('button', { name: 'Save prompt' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('true');
  });
});
