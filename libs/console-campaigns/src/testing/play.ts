// Steps the form stories' play functions share.
import { userEvent, within } from 'storybook/test';

/** Presses the form's 保存 and answers the canvas for the checks after it. */
export async function pressSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '保存' }));
  return canvas;
}
