// Story and test data of the projects slice (not exported from the lib's index).
import type { ProjectData } from './components/ProjectCard/ProjectCard';
import type { ProjectDetailData } from './components/ProjectDetail/ProjectDetail';

export const projectsFixture: ProjectData[] = [
  { id: 1, title: '湘西保靖黄金茶产业帮扶项目', place: '湖南省湘西州保靖县', beneficiaries: 1260, targetAmount: 200000000, raisedAmount: 156800000, progress: 78, status: 'IN_PROGRESS', cover: '/upload/project/1_cover.svg', summary: '' },
  { id: 2, title: '赣南脐橙冷链仓储建设项目', place: '江西省赣州市寻乌县', beneficiaries: 860, targetAmount: 150000000, raisedAmount: 150000000, progress: 100, status: 'COMPLETED', cover: '/upload/project/2_cover.svg', summary: '' },
  { id: 5, title: '定西马铃薯种薯繁育基地项目', place: '甘肃省定西市安定区', beneficiaries: 1580, targetAmount: 250000000, raisedAmount: 0, progress: 0, status: 'PREPARING', cover: '/upload/project/5_cover.svg', summary: '' },
];

export const projectDetailFixture: ProjectDetailData = {
  ...projectsFixture[0],
  images: ['/upload/project/1_1.svg', '/upload/project/1_2.svg'],
  content: '<p>项目由本商城联合当地政府与合作社共同发起。</p><h3>帮扶成效</h3><ul><li>带动脱贫户稳定增收</li><li>建成标准化生产基地</li></ul>',
  createTime: 1_763_000_000,
  goods: [
    { skuId: 103, skuName: '湘西保靖黄金茶 明前特级 100克', skuImage: '/upload/goods/3_1.svg', price: 16800, discountPrice: 15800, tagType: 1, tagLevel: 4 },
    { skuId: 104, skuName: '湘西土家腊肉 烟熏五花 1000克', skuImage: '/upload/goods/4_1.svg', price: 12800, discountPrice: 9900, tagType: 1, tagLevel: 3 },
  ],
};
