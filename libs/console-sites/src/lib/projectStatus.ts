// A project's state (0 筹备中, 1 进行中, 2 已完成) by its name, for the list and the form.
import { m, messageFor, type Message } from '@mall/i18n';

type ProjectStatus = 0 | 1 | 2;

const PROJECT_STATUS: Record<ProjectStatus, Message> = {
  0: m['console.sites.projects.status.s0'],
  1: m['console.sites.projects.status.s1'],
  2: m['console.sites.projects.status.s2'],
};

/** The state's name; a state this console does not know shows its key. */
export const projectStatusName = (status: number): string => messageFor<number>(PROJECT_STATUS, status, `console.sites.projects.status.s${status}`);
