// The operator's side of voucher invoices: a unit requests an invoice for paid voucher
// orders; the platform's operator (x-admin-token) sees the queue of every unit and issues it with
// its number or refuses it with a reason, after which the unit can request those orders again.
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/rest-contract';
import { callOk, keyMaker, login, testAppPerFile } from '../../test/harness';

const ADMIN = 'admin-secret-voucher-invoice';
let unitAdmin: string;
const key = keyMaker('inv');

const t = testAppPerFile({ adminToken: ADMIN });
beforeAll(async () => {
  unitAdmin = await login(t.app, 'orgadmin02', 'orgadmin02pass');
});

const admin = (path: string, body: Record<string, unknown>, token = ADMIN) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: { 'x-admin-token': token } }).then((r) => ({ status: r.statusCode, json: r.json() as { code: number; message: string; data: never } }));

async function paidOrder(amount: number) {
  const o = await callOk(t.app, '/fupin/api/voucherOrder/create', { token: unitAdmin, amount });
  await callOk(t.app, '/fupin/api/voucherOrder/pay', { token: unitAdmin, order_id: o.order_id, pay_type: 'demo', pay_key: key() });
  return o.order_id;
}
const apply = (orderIds: number[]) =>
  callOk(t.app, '/fupin/api/VoucherInvoice/apply', { token: unitAdmin, order_ids: orderIds, invoice_title: '长沙岳麓山茶业有限公司', tax_number: '91430104MA4L123456', invoice_type: 2 });

describe('the operator issues or refuses voucher invoices', () => {
  it('queue, issue with a number, once; the unit sees the number', async () => {
    const inv = await apply([await paidOrder(80), await paidOrder(20)]);
    expect((await admin('/admin/api/VoucherInvoice/lists', {}, 'wrong')).status).toBe(403);
    const queue = (await admin('/admin/api/VoucherInvoice/lists', { status: 'applied', page_size: 100 })).json.data as { list: { invoice_id: number; org_name: string; amount: string }[] };
    expect(queue.list.find((i) => i.invoice_id === inv.invoice_id)).toMatchObject({ org_name: '长沙岳麓山茶业有限公司', amount: '100.00' });
    expect((await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: true })).json.code).toBe(ErrorCode.INVALID_INPUT); // no number
    expect((await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: true, invoice_no: '<script>' })).json.code).toBe(ErrorCode.INVALID_INPUT);
    const issued = await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: true, invoice_no: '24432000000012345678' });
    expect(issued.json.data).toMatchObject({ status: 'issued', status_name: '已开具', invoice_no: '24432000000012345678' });
    const twice = await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: false, refuse_reason: '重复' });
    expect(twice.json).toMatchObject({ code: ErrorCode.BUSINESS, message: '该发票申请已开具，不能再处理' });
    const mine = await callOk(t.app, '/fupin/api/VoucherInvoice/lists', { token: unitAdmin });
    expect(mine.list.find((i) => i.invoice_id === inv.invoice_id)).toMatchObject({ status: 'issued', invoice_no: '24432000000012345678' });
    expect((await admin('/admin/api/VoucherInvoice/review', { invoice_id: 999_999_999, agree: false, refuse_reason: '无' })).json.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a refusal needs a reason and frees the orders for a new request', async () => {
    const orderId = await paidOrder(30);
    const inv = await apply([orderId]);
    expect((await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: false })).json.code).toBe(ErrorCode.INVALID_INPUT);
    const refused = await admin('/admin/api/VoucherInvoice/review', { invoice_id: inv.invoice_id, agree: false, refuse_reason: '税号与单位名称不符' });
    expect(refused.json.data).toMatchObject({ status: 'refused', review_remark: '税号与单位名称不符' });
    const again = await apply([orderId]);
    expect(again.invoice_id).not.toBe(inv.invoice_id);
    const refusedList = (await admin('/admin/api/VoucherInvoice/lists', { status: 'refused' })).json.data as { list: { invoice_id: number }[] };
    expect(refusedList.list.some((i) => i.invoice_id === inv.invoice_id)).toBe(true);
  });
});
