// Placeholder: replaced by the page being built.
export function Component() {
  return <p>正在建设中</p>;
}
