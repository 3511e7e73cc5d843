/** A support unit (GraphQL SupportUnit). */
export interface SupportUnitData {
  id: number;
  name: string;
  logo: string;
  introduction: string;
  goodsNum: number;
}
