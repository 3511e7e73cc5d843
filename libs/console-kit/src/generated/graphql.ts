/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AuditFilter = {
  account?: string | null | undefined;
  action?: string | null | undefined;
  /** Unix seconds. */
  from?: number | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  to?: number | null | undefined;
};

export type ConsoleAccountFilter = {
  disabled?: boolean | null | undefined;
  keyword?: string | null | undefined;
  role?: string | null | undefined;
};

export type ConsoleLoginInput = {
  captchaCode: string;
  captchaId: string;
  password: string;
  username: string;
};

export type NewConsoleAccount = {
  password: string;
  realName: string;
  role: string;
  shopId?: number | null | undefined;
  username: string;
};

export type ConsoleActorFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number };

export type ConsoleCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCaptchaQuery = { captcha: { id: string, img: string } };

export type ConsoleLoginMutationVariables = Exact<{
  input: ConsoleLoginInput;
}>;


export type ConsoleLoginMutation = { login: { step: string, challenge: string | null, otpauthUrl: string | null, qrDataUrl: string | null, actor: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } | null } };

export type ConsoleLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutMutation = { logout: boolean };

export type ConsoleLogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutEverywhereMutation = { logoutEverywhere: number };

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMeQuery = { me: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } | null };

export type ConsoleVerifyTotpMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type ConsoleVerifyTotpMutation = { verifyTotp: { recoveryCodes: Array<string> | null, actor: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, actions: Array<string>, totpEnabled: boolean, sessionExpires: number } } };

export type AuditLogQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: AuditFilter | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { count: number, page: number, pageSize: number, list: Array<{ id: number, time: number, username: string, role: string, action: string, targetType: string, targetId: string, before: string | null, after: string | null, ip: string, outcome: string }> } };

export type ChangeConsoleAccountRoleMutationVariables = Exact<{
  accountId: number;
  role: string;
}>;


export type ChangeConsoleAccountRoleMutation = { changeConsoleAccountRole: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ConsoleAccountFieldsFragment = { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number };

export type ConsoleAccountsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: string | null | undefined;
  filter?: ConsoleAccountFilter | null | undefined;
}>;


export type ConsoleAccountsQuery = { consoleAccounts: { count: number, page: number, pageSize: number, list: Array<{ accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number }> }, consoleRoles: Array<{ role: string, name: string, scope: string }> };

export type CreateConsoleAccountMutationVariables = Exact<{
  input: NewConsoleAccount;
}>;


export type CreateConsoleAccountMutation = { createConsoleAccount: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { today: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, last30: { orders: number, paidFen: number, refunds: number, refundFen: number, newMembers: number }, queues: { payments: number, refunds: number, complaints: number, invoices: number, certifications: number }, salesByDay: Array<{ day: string, orders: number, paidFen: number }>, assistanceByProvince: Array<{ name: string, orders: number, paidFen: number }>, assistanceByLevel: Array<{ name: string, orders: number, paidFen: number }>, units: Array<{ name: string, orders: number, paidFen: number, voucherFen: number }> } };

export type ResetConsoleAccountPasswordMutationVariables = Exact<{
  accountId: number;
  password: string;
}>;


export type ResetConsoleAccountPasswordMutation = { resetConsoleAccountPassword: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type ResetConsoleAccountTotpMutationVariables = Exact<{
  accountId: number;
}>;


export type ResetConsoleAccountTotpMutation = { resetConsoleAccountTotp: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };

export type SetConsoleAccountDisabledMutationVariables = Exact<{
  accountId: number;
  disabled: boolean;
}>;


export type SetConsoleAccountDisabledMutation = { setConsoleAccountDisabled: { accountId: number, username: string, realName: string, role: string, roleName: string, shopId: number | null, disabled: boolean, totpEnabled: boolean, lockedUntil: number | null, lastLoginTime: number | null, createTime: number } };
