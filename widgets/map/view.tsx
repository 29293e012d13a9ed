import type { WidgetProps } from '../../src/widget';

export default function View({ id }: WidgetProps<unknown>) {
  return <p>map widget {id}</p>;
}
