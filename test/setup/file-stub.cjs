// Asset imports (logo.svg, …) in component tests resolve to a plain URL string.
module.exports = '/asset-stub';
