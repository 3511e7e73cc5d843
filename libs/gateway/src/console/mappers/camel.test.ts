// The console's save and list bodies: a GraphQL input's camelCase as mall-api's snake_case, nulls left
// out so that mall-api's defaults apply, lists' filters side by side with the paging.
import { describe, expect, it } from 'vitest';
import { camelize, filteredListBody, restBody } from './camel';

describe('restBody', () => {
  it('snake_cases keys at any depth and leaves nulls out', () => {
    const body = restBody({ comboId: null, comboPrice: '9.90', webPhone1: '400', goods: [{ skuId: 7, num: 2 }], goodsIds: [1, 2] });
    expect(body).toEqual({ combo_price: '9.90', web_phone1: '400', goods: [{ sku_id: 7, num: 2 }], goods_ids: [1, 2] });
    expect(JSON.stringify(body)).not.toContain('combo_id');
  });

  it('keeps false, zero and empty strings (only null means absent)', () => {
    expect(restBody({ isShow: false, sort: 0, remark: '' })).toEqual({ is_show: false, sort: 0, remark: '' });
  });

  it('is camelize undone', () => {
    const input = { linkTitle: 't', isBlank: true, items: [{ skuId: 1 }] };
    expect(camelize(restBody(input))).toEqual(input);
  });
});

describe('filteredListBody', () => {
  it('puts the filter beside the paging', () => {
    expect(JSON.parse(JSON.stringify(filteredListBody({ page: 2, pageSize: null, sort: 'id', filter: { orderNo: 'A1', payKind: null } })))).toEqual({
      page: 2,
      sort: 'id',
      order_no: 'A1',
    });
  });

  it('takes a list without a filter', () => {
    expect(JSON.parse(JSON.stringify(filteredListBody({ page: 1 })))).toEqual({ page: 1 });
  });
});
