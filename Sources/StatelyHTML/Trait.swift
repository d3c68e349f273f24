#if !HTML
  #error(
    "StatelyHTML needs the package trait HTML: name it in Stately's package line, traits: [\"HTML\"]")
#endif
