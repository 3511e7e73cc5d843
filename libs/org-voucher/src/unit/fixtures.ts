import type { OrgFormValue, OrgTypeOption } from './components/OrgForm/OrgForm';

/** Realistic units for stories and tests (never exported from the lib's index). */
export const orgTypesFixture: OrgTypeOption[] = [
  { type: 1, name: '党政机关' },
  { type: 2, name: '事业单位' },
  { type: 3, name: '国有企业' },
  { type: 4, name: '民营企业' },
  { type: 5, name: '社会团体' },
  { type: 6, name: '其他' },
];

export const orgFixture: OrgFormValue = {
  orgName: '湘西州乡村振兴局机关工会',
  orgType: 1,
  creditCode: '11433100MB1234567X',
  contactName: '向红梅',
  contactMobile: '13700000101',
  address: '湖南省湘西土家族苗族自治州吉首市人民北路 88 号',
};

export const longOrgFixture: OrgFormValue = {
  ...orgFixture,
  orgName: '湖南省湘西土家族苗族自治州花垣县十八洞村乡村振兴农产品产销合作联合社',
  address: '湖南省湘西土家族苗族自治州花垣县双龙镇十八洞村梨子寨组 1 号乡村振兴服务中心三楼',
};
