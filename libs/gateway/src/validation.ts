import { describeIssues } from '@mall/rest-contract';
import { z } from 'zod';
import { gatewayError, GatewayErrorCode } from './errors';

/** Throws BAD_USER_INPUT: the variables are wrong, so no REST call is made. */
export function badInput(message: string, field?: string): never {
  throw gatewayError(GatewayErrorCode.BAD_USER_INPUT, message, field ? { field } : undefined);
}

/** An optional Int argument within [min, max]; undefined when absent. */
export function optionalIntInRange(
  field: string,
  value: number | null | undefined,
  min: number,
  max: number,
): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) {
    badInput(`参数 ${field} 必须是 ${min} 到 ${max} 之间的整数`, field);
  }
  return value;
}

/** A string argument, trimmed, with a length between min and max characters. */
export function stringLength(
  field: string,
  label: string,
  value: string,
  min: number,
  max: number,
  trim = true,
): string {
  const v = trim ? value.trim() : value;
  const length = [...v].length;
  if (length < min) badInput(min <= 1 ? `请输入${label}` : `${label}至少需要 ${min} 个字符`, field);
  if (length > max) badInput(`${label}不能超过 ${max} 个字符`, field);
  return v;
}

/**
 * Last line of defence: the REST request schema itself. Its Chinese messages come from
 * rest-contract; anything else gets zod's Chinese locale.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const zh = z.locales.zhCN().localeError;
  const result = schema.safeParse(input, {
    error: (issue) => {
      const message = zh(issue);
      return typeof message === 'string' ? message : message?.message;
    },
  });
  if (!result.success) badInput(describeIssues(result.error));
  return result.data;
}
