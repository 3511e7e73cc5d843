import { m, type Message } from '@mall/i18n';

/**
 * Which of the member's editable lists a component or page speaks for: its words (the add link and
 * the edit page's heading, the limit, the empty state, the delete dialog's title, the toasts).
 */
export type EditableListWords = 'member.address' | 'member.bank' | 'member.invoice';

/** The words of one editable list. */
export interface ListWords {
  /** The add link (after “+ ”) and the add page's heading. */
  add: Message;
  /** The edit page's heading. */
  edit: Message;
  /** Instead of the add link once `max` rows are kept. */
  maxReached: (values: { max: number }) => string;
  empty: Message;
  /** The confirm dialog's title before deleting. */
  deleteTitle: Message;
  /** The toasts after saving a new row and an edited one. */
  added: Message;
  updated: Message;
}

export const LIST_WORDS: Record<EditableListWords, ListWords> = {
  'member.address': {
    add: m['member.address.add'],
    edit: m['member.address.edit'],
    maxReached: m['member.address.maxReached'],
    empty: m['member.address.empty'],
    deleteTitle: m['member.address.deleteTitle'],
    added: m['member.address.added'],
    updated: m['member.address.updated'],
  },
  'member.bank': {
    add: m['member.bank.add'],
    edit: m['member.bank.edit'],
    maxReached: m['member.bank.maxReached'],
    empty: m['member.bank.empty'],
    deleteTitle: m['member.bank.deleteTitle'],
    added: m['member.bank.added'],
    updated: m['member.bank.updated'],
  },
  'member.invoice': {
    add: m['member.invoice.add'],
    edit: m['member.invoice.edit'],
    maxReached: m['member.invoice.maxReached'],
    empty: m['member.invoice.empty'],
    deleteTitle: m['member.invoice.deleteTitle'],
    added: m['member.invoice.added'],
    updated: m['member.invoice.updated'],
  },
};
