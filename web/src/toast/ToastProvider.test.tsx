import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { useToast } from './context';
import { renderWithProviders } from '../test/render';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First' })}>one</button>
      <button onClick={() => toast({ title: 'Second', variant: 'destructive' })}>two</button>
    </>
  );
}

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    const { user } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(await screen.findByText('First')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(await screen.findByText('Second')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('has an F8 viewport and can be closed', async () => {
    const { user } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'one' }));
    expect(await screen.findByRole('region', { name: /F8/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
  });
});
