import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const images = ['data:image/png;base64,AA==', 'data:image/png;base64,BB==', 'data:image/png;base64,CC=='];

describe('Gallery', () => {
  it('switches the main image from a thumbnail and shows the zoom on hover', async () => {
    render(<Gallery images={images} name="五常大米" />);
    await userEvent.click(screen.getByRole('button', { name: '查看第2张图片' }));
    expect(screen.getByRole('img', { name: '五常大米' })).toHaveAttribute('src', images[1]);
    expect(screen.queryByTestId('gallery-zoom')).toBeNull();
    fireEvent.mouseMove(screen.getByTestId('gallery-main'), { clientX: 5, clientY: 5 });
    expect(screen.getByTestId('gallery-zoom')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId('gallery-main'));
    expect(screen.queryByTestId('gallery-zoom')).toBeNull();
  });
  it('opens the original in a dialog from 放大查看图片 and gives the focus back on Escape', async () => {
    render(<Gallery images={images} name="五常大米" />);
    const zoom = screen.getByRole('button', { name: '放大查看图片' });
    await userEvent.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: '五常大米' }, { timeout: 5000 });
    expect(dialog).toContainElement(screen.getAllByRole('img', { name: '五常大米' })[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(zoom).toHaveFocus();
  });
});
