// Members and units as console calls, and the members export (.xlsx). See members.ts and units.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MEMBERS_EXPORT_LIMIT, memberFilters } from '@mall/rest-contract';
import type { Db } from '../../db/client';
import { registerConsoleCalls, registerConsoleExport } from '../console';
import type { SessionCache } from '../member/session-cache';
import { adjustMember, freezeMember, memberDetail, membersForExport, listMembers, sendPasswordReset, type MemberSms } from './members';
import { listUnits, unitDetail, unitLedger, unitMembers } from './units';

const chinaTime = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const when = (seconds: number) => (seconds ? chinaTime.format(new Date(seconds * 1000)) : '');

export function registerMembersCalls(app: FastifyInstance, deps: { db: Db; sms: MemberSms; sessions?: SessionCache }): void {
  registerConsoleCalls(app, {
    '/admin/api/members/list': ({ tx, input }) => listMembers(tx, input),
    '/admin/api/members/detail': ({ tx, input }) => memberDetail(tx, input.id),
    '/admin/api/members/freeze': ({ tx, input, audit }) => freezeMember(tx, input, audit, deps.sessions),
    '/admin/api/members/adjust': ({ tx, input, audit }) => adjustMember(tx, input, audit),
    '/admin/api/members/reset-password': ({ tx, input, audit }) => sendPasswordReset(tx, deps.sms, input.id, audit),
    '/admin/api/units/list': ({ tx, input }) => listUnits(tx, input),
    '/admin/api/units/detail': ({ tx, input }) => unitDetail(tx, input.id),
    '/admin/api/units/members': ({ tx, input }) => unitMembers(tx, input),
    '/admin/api/units/ledger': ({ tx, input }) => unitLedger(tx, input),
  });

  registerConsoleExport(app, deps.db, {
    name: 'members',
    permission: 'members.read',
    query: z.object(memberFilters),
    sheet: async (db, filters) => ({
      title: '会员',
      columns: [{ header: '会员编号' }, { header: '用户名' }, { header: '昵称' }, { header: '手机号' }, { header: '等级' }, { header: '余额（元）' }, { header: '积分' }, { header: '状态' }, { header: '注册时间', width: 20 }, { header: '最近登录', width: 20 }],
      rows: (await membersForExport(db, filters, MEMBERS_EXPORT_LIMIT)).map((m) => [
        m.member_id,
        m.username,
        m.nickname,
        m.mobile,
        m.level_name,
        Number((m.balance_fen / 100).toFixed(2)),
        m.point,
        m.state === 'active' ? '正常' : '已冻结',
        when(m.reg_time),
        when(m.last_login_time),
      ]),
    }),
  });
}
