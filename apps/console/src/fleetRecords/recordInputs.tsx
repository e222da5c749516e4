import { Input, InputNumber, Select } from 'antd';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFilter } from '../resources/resourcePageTypes';

/** A money input: yuan with two decimals, up to 8 integer digits. */
export function MoneyInput(props: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  return <InputNumber {...props} min={0} precision={2} max={99_999_999.99} style={{ width: '100%' }} />;
}

/** A decimal input with `places` decimals (litres, masses, mileage). */
export function DecimalInput(props: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  places?: number;
}) {
  const { places = 2, ...rest } = props;
  return <InputNumber {...rest} min={0} precision={places} style={{ width: '100%' }} />;
}

/** The keyword and department filters most record lists start with. */
export function keywordAndDepartment(f: (field: string) => string, department = true): ResourceFilter[] {
  const keyword: ResourceFilter = {
    name: 'keyword',
    label: f('keyword'),
    input: <Input allowClear maxLength={32} style={{ width: 170 }} />,
  };
  if (!department) return [keyword];
  return [
    keyword,
    { name: 'departmentId', label: f('departmentId'), input: <DepartmentSelect allowClear /> },
  ];
}

/** A filter choosing one of `options` (statuses, types). */
export function selectFilter(
  name: string,
  f: (field: string) => string,
  options: { value: string; label: string }[],
): ResourceFilter {
  return { name, label: f(name), input: <Select allowClear style={{ width: 130 }} options={options} /> };
}
