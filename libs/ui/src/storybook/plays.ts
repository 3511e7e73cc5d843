/**
 * Play steps the stories share (fill a form label by label, press a button, expect a text), said
 * once. Part of the story kit (`@mall/ui/storybook`): imported only by stories, never by a runtime entry.
 */
import { expect, userEvent, within } from 'storybook/test';

/** The story's canvas (the Testing Library queries) with the steps the stories repeat. */
export function canvasOf(root: HTMLElement) {
  const canvas = within(root);
  return {
    ...canvas,
    /** Types each value into the field of that label, in order. */
    fill: async (fields: Record<string, string>) => {
      for (const [label, value] of Object.entries(fields)) {
        await userEvent.type(canvas.getByLabelText(label), value);
      }
    },
    /** Clicks the button of that name. */
    press: (name: string | RegExp) => userEvent.click(canvas.getByRole('button', { name })),
    /** Clicks the control of that label (a checkbox, a radio). */
    tick: (label: string | RegExp) => userEvent.click(canvas.getByLabelText(label)),
    /** Picks the option of the select of that label. */
    choose: (label: string | RegExp, option: string) =>
      userEvent.selectOptions(canvas.getByLabelText(label), option),
    /** Picks 省份, 城市 and 区/县 of the region cascader, each once its options have loaded. */
    region: async (...names: [province: string, city: string, district: string]) => {
      for (const [level, label] of ['省份', '城市', '区/县'].entries()) {
        await canvas.findByRole('option', { name: names[level] });
        await userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), names[level]!);
      }
    },
    /** Expects the text on the canvas. */
    shows: (text: string | RegExp) => expect(canvas.getByText(text)).toBeInTheDocument(),
    /** Expects the link of that name to lead to `href`. */
    linksTo: (name: string | RegExp, href: string) =>
      expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href),
  };
}

export type Canvas = ReturnType<typeof canvasOf>;

/** A play handed the canvas with those steps: `play: playOn(async (canvas, { args }) => { … })`. */
export function playOn<Context extends { canvasElement: HTMLElement }>(
  steps: (canvas: Canvas, context: Context) => Promise<void>,
) {
  return (context: Context) => steps(canvasOf(context.canvasElement), context);
}

/**
 * A form refusing to save: presses `button`, expects each message shown and `onSave` never called.
 * `play: refusesSave('保存', '请填写标题')`.
 */
export function refusesSave(button: string, ...messages: (string | RegExp)[]) {
  return playOn<{ canvasElement: HTMLElement; args: { onSave?: unknown } }>(async (canvas, { args }) => {
    await canvas.press(button);
    for (const message of messages) await expect(canvas.getByText(message)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  });
}

/**
 * A form refusing what was typed: fills `fields` (label → value), presses `button`, expects each message
 * on the canvas and the `handler` prop never called.
 * `play: refusesFilled({ 手机号码: '12800138000' }, '保存', ['请输入正确的手机号'])`.
 */
export function refusesFilled<Handler extends string = 'onSubmit'>(
  fields: Record<string, string>,
  button: string,
  messages: string[],
  handler: Handler = 'onSubmit' as Handler,
) {
  return playOn<{ canvasElement: HTMLElement; args: { [K in Handler]?: unknown } }>(
    async (canvas, { args }) => {
      await canvas.fill(fields);
      await canvas.press(button);
      for (const message of messages) await canvas.shows(message);
      await expect(args[handler]).not.toHaveBeenCalled();
    },
  );
}
