import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each label with its value and leaves out the rows not shown', () => {
    const { container } = render(
      <DescriptionList
        rows={[
          ['提现单号', 'TX001'],
          false,
          ['到账金额', '¥98.00', { className: 'money', testId: 'arrival' }],
          null,
        ]}
      />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['提现单号', '到账金额']);
    expect(screen.getByText('TX001').tagName).toBe('DD');
    const arrival = screen.getByTestId('arrival');
    expect(arrival).toHaveTextContent('¥98.00');
    expect(arrival.className).toMatch(/ money$/);
  });
});
