// Placeholder so the target builds; removed once the target has real tests.
