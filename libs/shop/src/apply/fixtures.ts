// Fixtures of the 申请开店 page (stories): level-1 categories and applications in each state.
export const applyCategoriesFixture = [
  { id: 1, name: '生鲜果蔬' },
  { id: 2, name: '粮油米面' },
  { id: 3, name: '茶叶饮品' },
  { id: 4, name: '腊味特产' },
  { id: 5, name: '菌菇干货' },
  { id: 6, name: '手工艺品与非物质文化遗产传承作品' },
];

export const tagLevelsFixture = [
  { value: 0, label: '暂无认证' },
  { value: 2, label: '省级贫困地区认证' },
  { value: 3, label: '市级贫困地区认证' },
  { value: 4, label: '县级贫困地区认证' },
];

export const applyPendingFixture = {
  companyName: '湘西土家族苗族自治州花垣县十八洞村猕猴桃种植农民专业合作社联合社',
  shopName: '十八洞村猕猴桃',
  contactName: '施金通',
  mobile: '13907431818',
  categoryNames: ['生鲜果蔬', '腊味特产'],
  tagLevelName: '县级贫困地区认证',
  status: 'pending',
  statusName: '审核中',
  refuseReason: '',
  siteId: 0,
  ownerUsername: '',
  createTime: 1_795_700_000,
};
export const applyApprovedFixture = { ...applyPendingFixture, status: 'approved', statusName: '已开通', siteId: 31, ownerUsername: 'shop31owner' };
export const applyRefusedFixture = { ...applyPendingFixture, status: 'refused', statusName: '未通过', refuseReason: '营业执照照片模糊，经营范围无法辨认，请重新拍摄后再次申请' };
